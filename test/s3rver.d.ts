/** The part of s3rver (an S3-compatible server for tests, without types of its own) the file store's tests use. */
declare module 's3rver' {
  import type { AddressInfo } from 'node:net';

  interface TS3rverOptions {
    address?: string;
    port?: number;
    directory: string;
    silent?: boolean;
    resetOnClose?: boolean;
    configureBuckets?: { name: string; configs?: (string | Buffer)[] }[];
  }

  export default class S3rver {
    constructor(options: TS3rverOptions);
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
  }
}
