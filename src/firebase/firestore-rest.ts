// Firestore's REST API, for the one read a visitor makes (the active plans on /pricing): a fetch
// and a small decoder instead of a Firestore SDK, so the public pages stay small (issue 15). The
// security rules apply exactly as to the SDKs: the request carries no credentials, so the rules
// see a signed-out visitor.
import { firebaseConfig } from './firebase-config';

/** Where and how REST reads go: the emulator in development and tests, Google's API otherwise. */
export interface FirestoreRest {
  /** …/v1/projects/<id>/databases/(default)/documents */
  documentsUrl: string;
  apiKey?: string;
}

export interface RestDocument {
  id: string;
  data: Record<string, unknown>;
}

/** A refused or failed REST read, with the Firestore error code the app maps to a message. */
export class FirestoreRestError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'FirestoreRestError';
  }
}

const CODE_OF_STATUS: Record<number, string> = {
  400: 'invalid-argument',
  401: 'unauthenticated',
  403: 'permission-denied',
  404: 'not-found',
  429: 'resource-exhausted',
  503: 'unavailable',
  504: 'deadline-exceeded',
};

export function firestoreRest({
  projectId,
  emulatorHost,
  apiKey,
}: {
  projectId: string;
  /** host:port of the Firestore emulator, when reads go there. */
  emulatorHost?: string;
  apiKey?: string;
}): FirestoreRest {
  const origin = emulatorHost ? `http://${emulatorHost}` : 'https://firestore.googleapis.com';
  return {
    documentsUrl: `${origin}/v1/projects/${encodeURIComponent(projectId)}/databases/(default)/documents`,
    apiKey: emulatorHost ? undefined : apiKey,
  };
}

/** The app's REST client, from the configuration main.tsx handed to initFirebase(). */
export function appFirestoreRest(): FirestoreRest {
  const config = firebaseConfig();
  return firestoreRest({
    projectId: config.firebase.projectId,
    emulatorHost: config.useEmulators
      ? `${config.firestoreEmulatorHost}:${config.firestoreEmulatorPort}`
      : undefined,
    apiKey: config.firebase.apiKey,
  });
}

type RestValue = Record<string, unknown>;

/** A REST value ({ stringValue: 'x' }, { integerValue: '3' }…) as the plain value the SDKs return. */
export function decodeValue(value: RestValue): unknown {
  if ('stringValue' in value) return value.stringValue;
  if ('booleanValue' in value) return value.booleanValue;
  if ('integerValue' in value) return Number(value.integerValue);
  if ('doubleValue' in value) return Number(value.doubleValue);
  if ('timestampValue' in value) return new Date(String(value.timestampValue));
  if ('arrayValue' in value) {
    const values = (value.arrayValue as { values?: RestValue[] }).values ?? [];
    return values.map(decodeValue);
  }
  if ('mapValue' in value)
    return decodeFields((value.mapValue as { fields?: Record<string, RestValue> }).fields);
  if ('referenceValue' in value) return value.referenceValue;
  if ('geoPointValue' in value) return value.geoPointValue;
  if ('bytesValue' in value) return value.bytesValue;
  return null; // nullValue
}

const decodeFields = (fields: Record<string, RestValue> = {}) =>
  Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, decodeValue(value)]));

/**
 * The documents of a collection whose fields equal the given values (where(field, '==', value)
 * for each), in one runQuery request. The rules see a signed-out visitor.
 */
export async function queryWhereEqual(
  rest: FirestoreRest,
  collectionId: string,
  equals: Record<string, string | number | boolean>,
): Promise<RestDocument[]> {
  const filters = Object.entries(equals).map(([fieldPath, value]) => ({
    fieldFilter: {
      field: { fieldPath },
      op: 'EQUAL',
      value:
        typeof value === 'boolean'
          ? { booleanValue: value }
          : typeof value === 'string'
            ? { stringValue: value }
            : Number.isInteger(value)
              ? { integerValue: String(value) }
              : { doubleValue: value },
    },
  }));
  const where =
    filters.length === 0
      ? undefined
      : filters.length === 1
        ? filters[0]
        : { compositeFilter: { op: 'AND', filters } };
  const url = `${rest.documentsUrl}:runQuery${rest.apiKey ? `?key=${encodeURIComponent(rest.apiKey)}` : ''}`;
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      // text/plain, as the Firestore Lite SDK sends it: a "simple" request, no CORS preflight.
      headers: { 'Content-Type': 'text/plain' },
      body: JSON.stringify({ structuredQuery: { from: [{ collectionId }], where } }),
    });
  } catch (error) {
    throw new FirestoreRestError('unavailable', `Firestore could not be reached: ${String(error)}`);
  }
  if (!response.ok) {
    const detail = await response.text().catch(() => '');
    throw new FirestoreRestError(
      CODE_OF_STATUS[response.status] ?? 'unknown',
      `Firestore answered ${response.status}: ${detail.slice(0, 300)}`,
    );
  }
  const results = (await response.json()) as Array<{
    document?: { name: string; fields?: Record<string, RestValue> };
  }>;
  return results.flatMap(({ document }) =>
    document
      ? [{ id: document.name.slice(document.name.lastIndexOf('/') + 1), data: decodeFields(document.fields) }]
      : [],
  );
}
