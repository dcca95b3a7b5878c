import * as z from 'zod/mini';

// Parsed at build time by vite.config.ts (Vite inlines import.meta.env values into the
// build anyway), so the app ships the result, not the parser.

// Configuration comes from import.meta.env and is parsed once, here.
const flag = z.pipe(
  z.optional(z.enum(['true', 'false', ''])),
  z.transform((value) => value === 'true'),
);

const rawSchema = z.object({
  VITE_USE_EMULATORS: flag,
  VITE_FIREBASE_API_KEY: z.optional(z.string()),
  VITE_FIREBASE_AUTH_DOMAIN: z.optional(z.string()),
  VITE_FIREBASE_PROJECT_ID: z.optional(z.string()),
  VITE_FIREBASE_APP_ID: z.optional(z.string()),
  VITE_FIREBASE_STORAGE_BUCKET: z.optional(z.string()),
  VITE_FIREBASE_MESSAGING_SENDER_ID: z.optional(z.string()),
  VITE_AUTH_EMULATOR_HOST: z.optional(z.string()),
  VITE_FIRESTORE_EMULATOR_HOST: z.optional(z.string()),
  VITE_MATERIALS_URL: z.optional(z.string()),
  VITE_FILAMENTS_URL: z.optional(z.string()),
  VITE_VIDEO_ID: z.optional(z.string()),
});

export const REQUIRED_PRODUCTION_KEYS = [
  'VITE_FIREBASE_API_KEY',
  'VITE_FIREBASE_AUTH_DOMAIN',
  'VITE_FIREBASE_PROJECT_ID',
  'VITE_FIREBASE_APP_ID',
] as const;

export interface FirebaseWebConfig {
  apiKey: string;
  authDomain: string;
  projectId: string;
  appId: string;
  storageBucket?: string;
  messagingSenderId?: string;
}

export interface AppConfig {
  useEmulators: boolean;
  firebase: FirebaseWebConfig;
  authEmulatorUrl: string;
  firestoreEmulatorHost: string;
  firestoreEmulatorPort: number;
  materialsUrl: string;
  filamentsUrl: string;
  demoVideoId: string;
}

export type ConfigResult = { ok: true; config: AppConfig } | { ok: false; missing: string[] };

const SPOOLMANDB = 'https://donkie.github.io/SpoolmanDB';

function splitHost(hostPort: string): [string, number] {
  const index = hostPort.lastIndexOf(':');
  return [hostPort.slice(0, index), Number(hostPort.slice(index + 1))];
}

/** Parses the environment; production mode reports every missing required key. */
export function parseConfig(env: Record<string, unknown>): ConfigResult {
  const raw = rawSchema.parse(env);
  const value = (key: keyof typeof raw) => {
    const entry = raw[key];
    return typeof entry === 'string' && entry.trim() !== '' ? entry.trim() : undefined;
  };
  if (!raw.VITE_USE_EMULATORS) {
    const missing = REQUIRED_PRODUCTION_KEYS.filter((key) => value(key) === undefined);
    if (missing.length > 0) return { ok: false, missing };
  }
  const projectId = value('VITE_FIREBASE_PROJECT_ID') ?? 'demo-printledger';
  const [firestoreEmulatorHost, firestoreEmulatorPort] = splitHost(
    value('VITE_FIRESTORE_EMULATOR_HOST') ?? '127.0.0.1:8080',
  );
  return {
    ok: true,
    config: {
      useEmulators: raw.VITE_USE_EMULATORS,
      firebase: {
        apiKey: value('VITE_FIREBASE_API_KEY') ?? 'demo-api-key',
        authDomain: value('VITE_FIREBASE_AUTH_DOMAIN') ?? `${projectId}.firebaseapp.com`,
        projectId,
        appId: value('VITE_FIREBASE_APP_ID') ?? 'demo-app-id',
        ...(value('VITE_FIREBASE_STORAGE_BUCKET') && {
          storageBucket: value('VITE_FIREBASE_STORAGE_BUCKET'),
        }),
        ...(value('VITE_FIREBASE_MESSAGING_SENDER_ID') && {
          messagingSenderId: value('VITE_FIREBASE_MESSAGING_SENDER_ID'),
        }),
      },
      authEmulatorUrl: `http://${value('VITE_AUTH_EMULATOR_HOST') ?? '127.0.0.1:9099'}`,
      firestoreEmulatorHost,
      firestoreEmulatorPort,
      materialsUrl: value('VITE_MATERIALS_URL') ?? `${SPOOLMANDB}/materials.json`,
      filamentsUrl: value('VITE_FILAMENTS_URL') ?? `${SPOOLMANDB}/filaments.json`,
      demoVideoId: value('VITE_VIDEO_ID') ?? '',
    },
  };
}
