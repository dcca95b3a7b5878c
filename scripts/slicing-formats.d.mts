// Types of scripts/slicing-formats.mjs for the TypeScript that imports it (unit tests, benchmark).
export declare const BLOCK: {
  fileMetadata: 0;
  gcode: 1;
  slicerMetadata: 2;
  printerMetadata: 3;
  printMetadata: 4;
};
export declare const COMPRESSION: { none: 0; deflate: 1 };
export declare function bgcodeBlock(type: number, data: Uint8Array, compression: number): Buffer;
export declare function toBgcode(text: string, producer: string): Buffer;
export declare function zip(entries: [string, string | Uint8Array][], options?: { store?: boolean }): Buffer;
export declare function dhms(seconds: number): string;
export interface PlateUse {
  index: number;
  object: string;
  modelSeconds: number;
  totalSeconds: number;
  layers: number;
  used: { slot: number; grams: number }[];
}
export declare const TWO_PLATES: PlateUse[];
export declare function bambuGcode(plate: { version: string } & Omit<PlateUse, 'index' | 'object'>): string;
export declare function sliceInfo(version: string, plates: PlateUse[]): string;
export declare function orcaGcode(): string;
