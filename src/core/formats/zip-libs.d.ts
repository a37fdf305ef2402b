// Type declarations for the zip libraries (yazl writes `luban pack` bundles, yauzl reads them
// back in tests); neither ships its own types.
declare module 'yazl' {
  import type { Readable } from 'node:stream';
  interface EntryOptions {
    mtime?: Date;
    mode?: number;
    compress?: boolean;
  }
  export class ZipFile {
    addBuffer(buffer: Buffer, metadataPath: string, options?: EntryOptions): void;
    addEmptyDirectory(metadataPath: string, options?: EntryOptions): void;
    end(options?: { forceZip64Format?: boolean }): void;
    outputStream: Readable;
  }
}

declare module 'yauzl' {
  import type { Readable } from 'node:stream';
  export interface Entry {
    fileName: string;
    uncompressedSize: number;
    externalFileAttributes: number;
  }
  export interface ZipFile {
    readEntry(): void;
    on(event: 'entry', cb: (entry: Entry) => void): this;
    on(event: 'end', cb: () => void): this;
    on(event: 'error', cb: (err: Error) => void): this;
    openReadStream(entry: Entry, cb: (err: Error | null, stream: Readable) => void): void;
    close(): void;
  }
  export function fromBuffer(buffer: Buffer, options: { lazyEntries: boolean }, cb: (err: Error | null, zip: ZipFile) => void): void;
}
