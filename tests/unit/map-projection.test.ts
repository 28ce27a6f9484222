import { describe, expect, it } from 'vitest';
import { fitProjection, openStreetMapUrl, spreadOverlapping } from '@/features/rooms/map-projection';

const frame = { width: 600, height: 400, padding: 40 };
const london = { latitude: 51.5074, longitude: -0.1278 };
const campus = { latitude: 51.5226, longitude: -0.0424 };
const camden = { latitude: 51.539, longitude: -0.1426 };

describe('fitProjection', () => {
  it('keeps every point inside the frame, clear of the padding', () => {
    const points = [london, campus, camden];
    const project = fitProjection(points, frame);
    for (const point of points) {
      const { x, y } = project(point);
      expect(x).toBeGreaterThanOrEqual(frame.padding - 1e-9);
      expect(x).toBeLessThanOrEqual(frame.width - frame.padding + 1e-9);
      expect(y).toBeGreaterThanOrEqual(frame.padding - 1e-9);
      expect(y).toBeLessThanOrEqual(frame.height - frame.padding + 1e-9);
    }
  });

  it('puts east to the right and north up', () => {
    const project = fitProjection([london, campus, camden], frame);
    expect(project(campus).x).toBeGreaterThan(project(london).x);
    expect(project(camden).y).toBeLessThan(project(london).y);
  });

  it('fills the frame on the limiting axis and centres the other', () => {
    // Two points due east of each other: the width limits, and they sit on the horizontal mid-line.
    const west = { latitude: 51.5, longitude: -0.2 };
    const east = { latitude: 51.5, longitude: 0 };
    const project = fitProjection([west, east], frame);
    expect(project(west)).toEqual({ x: frame.padding, y: frame.height / 2 });
    expect(project(east).x).toBeCloseTo(frame.width - frame.padding);
  });

  it('shrinks longitudes by the cosine of the mean latitude, so distances keep their proportions', () => {
    const origin = { latitude: 60, longitude: 0 };
    // At 60° N a degree of longitude is half a degree of latitude on the ground.
    const east = { latitude: 60, longitude: 1 };
    const north = { latitude: 60.5, longitude: 0 };
    const project = fitProjection([origin, east, north], { width: 1000, height: 1000, padding: 0 });
    const dx = project(east).x - project(origin).x;
    const dy = project(origin).y - project(north).y;
    expect(dx / dy).toBeCloseTo(Math.cos((60 + 1 / 6) * (Math.PI / 180)) / 0.5, 2);
  });

  it('places a single point, or points that coincide, in the middle without dividing by zero', () => {
    expect(fitProjection([london], frame)(london)).toEqual({ x: 300, y: 200 });
    const project = fitProjection([london, { ...london }], frame);
    expect(project(london)).toEqual({ x: 300, y: 200 });
    expect(fitProjection([], frame)(london)).toEqual({ x: 300, y: 200 });
  });

  it('lays points on one meridian along the vertical axis', () => {
    const south = { latitude: 51.4, longitude: -0.1 };
    const north = { latitude: 51.6, longitude: -0.1 };
    const project = fitProjection([south, north], frame);
    expect(project(south).x).toBe(frame.width / 2);
    expect(project(north).y).toBeCloseTo(frame.padding);
    expect(project(south).y).toBeCloseTo(frame.height - frame.padding);
  });
});

describe('spreadOverlapping', () => {
  const GAP = 30;
  const distance = (a: { x: number; y: number }, b: { x: number; y: number }) =>
    Math.hypot(a.x - b.x, a.y - b.y);
  const closestPair = (points: { x: number; y: number }[]) =>
    Math.min(...points.flatMap((a, i) => points.slice(i + 1).map((b) => distance(a, b))));

  it('leaves points that do not cover each other where they are', () => {
    const points = [
      { x: 100, y: 100 },
      { x: 200, y: 100 },
      { x: 100, y: 100 + GAP },
    ];
    expect(spreadOverlapping(points, GAP)).toEqual(points);
  });

  it('moves points that coincide apart, around where they were, the first at the top', () => {
    const [first, second] = spreadOverlapping(
      [
        { x: 300, y: 200 },
        { x: 300, y: 200 },
      ],
      GAP,
    );
    expect(distance(first!, second!)).toBeGreaterThanOrEqual(GAP - 0.01);
    expect((first!.x + second!.x) / 2).toBeCloseTo(300);
    expect((first!.y + second!.y) / 2).toBeCloseTo(200);
    expect(first!.y).toBeLessThan(second!.y);
  });

  it('fans four coinciding points out around their place, and leaves a far one alone', () => {
    const points = [...Array.from({ length: 4 }, () => ({ x: 300, y: 200 })), { x: 500, y: 80 }];
    const spread = spreadOverlapping(points, GAP);
    expect(spread[4]).toEqual(points[4]);
    expect(closestPair(spread.slice(0, 4))).toBeGreaterThanOrEqual(GAP - 0.01);
    for (const point of spread.slice(0, 4)) expect(distance(point, { x: 300, y: 200 })).toBeLessThan(GAP);
  });

  it('does not push a moved point onto one that was near but not covered', () => {
    // A pair on one spot, and a third point just clear of it: the pair's upper dot must not land on it.
    const spread = spreadOverlapping(
      [
        { x: 300, y: 100 },
        { x: 300, y: 100 },
        { x: 300, y: 69 },
      ],
      GAP,
    );
    expect(closestPair(spread)).toBeGreaterThanOrEqual(GAP - 0.01);
  });

  it('moves each of a tight chain only a little, rather than gathering it in a ring', () => {
    const chain = Array.from({ length: 10 }, (_, index) => ({ x: 100 + 29 * index, y: 150 }));
    const spread = spreadOverlapping(chain, GAP);
    expect(closestPair(spread)).toBeGreaterThanOrEqual(GAP - 0.01);
    for (const [index, point] of spread.entries())
      expect(distance(point, chain[index]!)).toBeLessThan(GAP / 2);
  });

  it('gives the same drawing for the same points', () => {
    const points = [
      { x: 10, y: 10 },
      { x: 12, y: 11 },
      { x: 10, y: 10 },
      { x: 40, y: 9 },
    ];
    expect(spreadOverlapping(points, GAP)).toEqual(spreadOverlapping(points, GAP));
  });
});

describe('openStreetMapUrl', () => {
  it('links to the coordinates with a marker, on openstreetmap.org', () => {
    expect(openStreetMapUrl(london)).toBe(
      'https://www.openstreetmap.org/?mlat=51.50740&mlon=-0.12780#map=16/51.50740/-0.12780',
    );
  });
});
