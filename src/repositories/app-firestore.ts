// The app's Firestore instance, for feature hooks to hand to repositories. Importing this
// module loads the Firestore SDK: only lazy routes and dynamic imports may reach it.
export { appFirestore, forgetDeviceData } from '@/firebase/firestore';
export type { Firestore } from '@/firebase/firestore';
