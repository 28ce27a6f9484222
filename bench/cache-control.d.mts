export declare function cacheControlFor(servedPath: string): string;
export declare function cacheControlOfFile(root: string, file: string): string;
