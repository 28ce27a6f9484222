export type PortCheck = { state: 'free' | 'mock-api' } | { state: 'taken'; message: string };

export declare const TEST_HOST: string;
export declare const DEMO_APP_PORT: number;
export declare const REAL_BACKEND_APP_PORT: number;
export declare const MOCK_API_PORT: number;
export declare const UPDATE_APP_PORT: number;
export declare const NGINX_APP_PORT: number;
export declare const NGINX_ALT_APP_PORT: number;
export declare const NGINX_REDEPLOY_APP_PORT: number;
export declare const SCREENSHOTS_APP_PORT: number;
export declare const MOCK_API_HEALTH_PATH: string;
export declare const MOCK_API_SERVICE_NAME: string;
export declare const MOCK_API_ORIGIN: string;
export declare function mockApiWebServer(): {
  command: string;
  url: string;
  env: Record<string, string>;
  reuseExistingServer: boolean;
  timeout: number;
  stdout: 'ignore';
  stderr: 'pipe';
};
export declare function checkMockApiPort(port?: number, host?: string): Promise<PortCheck>;
export declare function checkAppPort(
  port: number,
  envName: string,
  options?: { host?: string; who?: string; command?: string },
): Promise<PortCheck>;
