import { forgetSyncRecord } from '@/firebase/sync-status';
import type { SessionGateway } from '@/repositories/session';

/**
 * Signs out and forgets the device's copy of the user's data (Firestore's persistent cache, issue
 * 16), so the next person on a shared workshop tablet finds nothing of it. The Firestore instance
 * is stopped: the caller loads a fresh page afterwards. The record of changes waiting to sync goes
 * with the cache that held them; where the cache stays (open in another tab), so does the record.
 */
export async function signOutOfDevice(gateway: SessionGateway, uid: string): Promise<void> {
  await gateway.signOut();
  try {
    const { forgetDeviceData } = await import('@/repositories/app-firestore');
    if (await forgetDeviceData()) forgetSyncRecord(uid);
  } catch (error) {
    console.error('Forgetting the device data after signing out failed', error);
  }
}
