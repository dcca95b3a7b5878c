// The integration files' users: each test signs a fresh user up (a profile written as at the first
// sign-in) and every client is disposed once the file's tests are done.
import { afterAll } from 'vitest';
import { createUsersRepository } from '@/repositories/users';
import { signedUpClient, type TestClient } from './emulators';

/** Call at a file's top level: returns newUser(), a signed-up client with its profile. */
export function signedUpUsers() {
  const clients: TestClient[] = [];
  afterAll(async () => {
    await Promise.all(clients.map((client) => client.dispose()));
  });
  return async function newUser() {
    const client = await signedUpClient();
    clients.push(client);
    await createUsersRepository(client.db).loadOrCreateProfile(client.uid, client.email);
    return client;
  };
}
