import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';

/**
 * Answers GET /applications/ with `applications`, written as the backend writes them, for the rest of the
 * current test (tests/setup.ts resets the handlers after each test).
 */
export function answerApplications(applications: unknown[]): void {
  server.use(http.get('/api/applications/', () => HttpResponse.json(applications)));
}
