import type { ConfigResult } from './env-schema';

export type { AppConfig, ConfigResult } from './env-schema';

declare const __APP_CONFIG__: ConfigResult;

/** The configuration, parsed with zod from import.meta.env when the app was built. */
export const configResult: ConfigResult = __APP_CONFIG__;
