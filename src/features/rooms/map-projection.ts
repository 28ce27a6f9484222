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

/**
 * The drawn points, moved apart where they would cover each other: points closer than `gap` (two rooms in the
 * same street, a room at the campus's postcode) are laid on a small circle around where they are, in their
 * order, the first at the top, each `gap` from its neighbours, so every dot can be seen, pointed at and
 * focused. Points far from the others do not move. The map is schematic: a few pixels off is no error.
 */
export function spreadOverlapping(points: readonly MapPoint[], gap: number): MapPoint[] {
  // Groups of points linked by distances under `gap` (a point near either of two others joins both).
  const group = points.map((_, index) => index);
  const root = (index: number): number => {
    while (group[index] !== index) index = group[index] ?? index;
    return index;
  };
  points.forEach((a, i) =>
    points.forEach((b, j) => {
      if (j > i && Math.hypot(a.x - b.x, a.y - b.y) < gap) group[root(j)] = root(i);
    }),
  );
  const members = new Map<number, number[]>();
  points.forEach((_, index) => members.set(root(index), [...(members.get(root(index)) ?? []), index]));
  const spread = points.map((point) => ({ ...point }));
  for (const indices of members.values()) {
    if (indices.length < 2) continue;
    const centre = {
      x: indices.reduce((sum, index) => sum + (points[index]?.x ?? 0), 0) / indices.length,
      y: indices.reduce((sum, index) => sum + (points[index]?.y ?? 0), 0) / indices.length,
    };
    // Neighbours on the circle are one `gap` apart: a chord of 2π/n.
    const radius = gap / (2 * Math.sin(Math.PI / indices.length));
    indices.forEach((index, position) => {
      const angle = -Math.PI / 2 + (2 * Math.PI * position) / indices.length;
      spread[index] = { x: centre.x + radius * Math.cos(angle), y: centre.y + radius * Math.sin(angle) };
    });
  }
  return spread;
}

const OSM_ZOOM = 16;

/** The room on openstreetmap.org, with a marker: a plain link, opened by the user, never fetched by the app. */
export function openStreetMapUrl({ latitude, longitude }: Coordinates): string {
  const lat = latitude.toFixed(5);
  const lng = longitude.toFixed(5);
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=${OSM_ZOOM}/${lat}/${lng}`;
}
