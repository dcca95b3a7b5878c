// Loaded on demand: brings in Firebase Auth.
import { appAuth } from '@/firebase/auth';
import { createSessionGateway } from '@/repositories/session';

export const createAppSessionGateway = () => createSessionGateway(appAuth());
