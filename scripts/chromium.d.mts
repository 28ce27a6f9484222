export declare const DEFAULT_CHROMIUM_PATH: string;
export declare const chromiumPath: string;
export declare const chromiumLaunchArgs: string[];
