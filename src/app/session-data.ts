// Loaded on demand once a user is signed in: it brings in Firestore, which the public
// pages must not download.
import { appFirestore } from '@/repositories/app-firestore';
import { createAuditLogRepository } from '@/repositories/audit-logs';
import { createUsersRepository } from '@/repositories/users';
import type { UserProfile } from '@/domain/user';

/** Reads the user's document, creating it with the defaults when sign-up could not. */
export async function loadOrCreateProfile(uid: string, email: string): Promise<UserProfile> {
  const users = createUsersRepository(appFirestore());
  const existing = await users.get(uid);
  if (existing) return existing;
  await users.create(uid, email);
  await createAuditLogRepository(appFirestore()).append(uid, 'user.register', {
    userId: uid,
    email,
    initialPlan: 'hobby',
  });
  const created = await users.get(uid);
  if (!created) throw new Error('not-found: the user document could not be created');
  return created;
}
