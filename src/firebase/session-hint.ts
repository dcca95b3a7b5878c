// Whether Firebase Auth has a signed-in user stored in this browser (browserLocalPersistence
// keeps it under "firebase:authUser:<apiKey>:<app>"). Visitors without one never download
// Firebase Auth until a sign-in page needs it.
export function hasStoredSession(): boolean {
  try {
    for (let index = 0; index < localStorage.length; index += 1) {
      if (localStorage.key(index)?.startsWith('firebase:authUser:')) return true;
    }
    return false;
  } catch {
    return true; // storage unreadable: load Auth and let it decide
  }
}
