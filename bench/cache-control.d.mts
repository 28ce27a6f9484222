export declare function cacheControlFor(servedPath: string): string;
