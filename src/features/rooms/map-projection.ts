import type { Coordinates } from './api/rooms-api';

/** A point in the map's drawing, in the SVG's user units: x to the east, y to the south. */
export interface MapPoint {
  x: number;
  y: number;
}

export interface MapFrame {
  width: number;
  height: number;
  /** Kept clear on every side, so dots and their labels never touch the edge. */
  padding: number;
}

const DEGREES_TO_RADIANS = Math.PI / 180;

/**
 * An equirectangular projection fitted to the points (docs/choosing-a-room.md#map): longitudes are shrunk by
 * the cosine of the points' mean latitude, so a kilometre east and a kilometre north look alike near them,
 * then the points are scaled uniformly to fill the frame inside its padding and centred. A single point, or
 * points that coincide, sit in the middle; nothing divides by zero.
 */
export function fitProjection(
  points: readonly Coordinates[],
  frame: MapFrame,
): (point: Coordinates) => MapPoint {
  const centre = { x: frame.width / 2, y: frame.height / 2 };
  if (points.length === 0) return () => centre;
  const meanLatitude = points.reduce((sum, point) => sum + point.latitude, 0) / points.length;
  const xScale = Math.cos(meanLatitude * DEGREES_TO_RADIANS);
  const planar = (point: Coordinates) => ({ x: point.longitude * xScale, y: -point.latitude });
  const projected = points.map(planar);
  const xs = projected.map((point) => point.x);
  const ys = projected.map((point) => point.y);
  const minX = Math.min(...xs);
  const minY = Math.min(...ys);
  const spanX = Math.max(...xs) - minX;
  const spanY = Math.max(...ys) - minY;
  const innerWidth = Math.max(frame.width - 2 * frame.padding, 0);
  const innerHeight = Math.max(frame.height - 2 * frame.padding, 0);
  const scales = [spanX > 0 ? innerWidth / spanX : Infinity, spanY > 0 ? innerHeight / spanY : Infinity];
  const scale = Math.min(...scales);
  if (!Number.isFinite(scale)) return () => centre;
  // Centred: the spare room on the axis that does not fill the frame is shared by both sides.
  const offsetX = centre.x - (spanX * scale) / 2;
  const offsetY = centre.y - (spanY * scale) / 2;
  return (point) => {
    const { x, y } = planar(point);
    return { x: offsetX + (x - minX) * scale, y: offsetY + (y - minY) * scale };
  };
}

const OSM_ZOOM = 16;

/** The room on openstreetmap.org, with a marker: a plain link, opened by the user, never fetched by the app. */
export function openStreetMapUrl({ latitude, longitude }: Coordinates): string {
  const lat = latitude.toFixed(5);
  const lng = longitude.toFixed(5);
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=${OSM_ZOOM}/${lat}/${lng}`;
}
