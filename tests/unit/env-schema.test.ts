import { describe, expect, it } from 'vitest';
import { parseConfig } from '@/config/env-schema';

describe('configuration', () => {
  it('emulator mode needs no keys and points at the emulator ports', () => {
    const result = parseConfig({ VITE_USE_EMULATORS: 'true' });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.config.useEmulators).toBe(true);
    expect(result.config.firebase.projectId).toBe('demo-printledger');
    expect(result.config.authEmulatorUrl).toBe('http://127.0.0.1:9099');
    expect(result.config.firestoreEmulatorHost).toBe('127.0.0.1');
    expect(result.config.firestoreEmulatorPort).toBe(8080);
  });

  it('production mode names every missing required value', () => {
    const result = parseConfig({ VITE_FIREBASE_API_KEY: 'key', VITE_FIREBASE_PROJECT_ID: '  ' });
    expect(result).toEqual({
      ok: false,
      missing: ['VITE_FIREBASE_AUTH_DOMAIN', 'VITE_FIREBASE_PROJECT_ID', 'VITE_FIREBASE_APP_ID'],
    });
  });

  it('production mode with a full web config uses it', () => {
    const result = parseConfig({
      VITE_USE_EMULATORS: 'false',
      VITE_FIREBASE_API_KEY: 'key',
      VITE_FIREBASE_AUTH_DOMAIN: 'shop.firebaseapp.com',
      VITE_FIREBASE_PROJECT_ID: 'shop',
      VITE_FIREBASE_APP_ID: '1:2:web:3',
    });
    expect(result.ok && result.config.firebase).toEqual({
      apiKey: 'key',
      authDomain: 'shop.firebaseapp.com',
      projectId: 'shop',
      appId: '1:2:web:3',
    });
    expect(result.ok && result.config.useEmulators).toBe(false);
  });

  it('refuses a malformed emulator flag', () => {
    expect(() => parseConfig({ VITE_USE_EMULATORS: 'yes' })).toThrow(
      /"path": \[\s*"VITE_USE_EMULATORS"\s*\]/,
    );
  });
});
