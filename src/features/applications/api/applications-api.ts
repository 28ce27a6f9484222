import { apiClient, jsonBody } from '@/lib/api';
import type { Application } from '../application';
import { parseApplication, parseApplications } from './parse-application';

export async function fetchApplications(): Promise<Application[]> {
  const response = await apiClient().get('/applications/');
  return parseApplications(jsonBody(response));
}

/**
 * POST /applications/. The specification only needs the success status; the real backend also returns
 * the new application, whose id lets the user cancel straight away. Null when the body has no usable id.
 */
export async function applyForRoom(roomId: string): Promise<Application | null> {
  const response = await apiClient().post('/applications/', { room_id: roomId });
  const body: unknown = response.data;
  const application = typeof body === 'string' ? null : parseApplication(body);
  return application?.id ? { ...application, roomId: application.roomId ?? roomId } : null;
}

/** PATCH /applications/{id}/cancel, no body. */
export async function cancelApplication(applicationId: string): Promise<void> {
  await apiClient().patch(`/applications/${encodeURIComponent(applicationId)}/cancel`);
}
