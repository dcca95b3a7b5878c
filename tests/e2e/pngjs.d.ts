// The little of pngjs (a dependency of qrcode, without types of its own) the label and scan journeys use.
declare module 'pngjs' {
  export class PNG {
    constructor(options?: { width?: number; height?: number; fill?: boolean });
    width: number;
    height: number;
    data: Buffer;
    static sync: { read(buffer: Buffer): PNG; write(png: PNG): Buffer };
    static bitblt(
      source: PNG,
      destination: PNG,
      sourceX: number,
      sourceY: number,
      width: number,
      height: number,
      deltaX: number,
      deltaY: number,
    ): void;
  }
}
