import { describe, expect, it } from 'vitest';
import { clusterPoints } from './cluster-points';

const points = [
  { latitude: 12.97, longitude: 77.59, amount: 100.1 },
  { latitude: 12.98, longitude: 77.6, amount: 200.2 },
  { latitude: -1.29, longitude: 36.82, amount: 50 },
];

describe('clusterPoints', () => {
  it('groups nearby points at a far zoom, with their mean position and summed amounts', () => {
    const clusters = clusterPoints(points, 3);
    expect(clusters).toHaveLength(2);
    const bangalore = clusters.find((cluster) => cluster.points.length === 2)!;
    expect(bangalore.amount).toBe(300.3);
    expect(bangalore.latitude).toBeCloseTo(12.975);
    expect(bangalore.longitude).toBeCloseTo(77.595);
  });

  it('separates the points at a near zoom', () => {
    expect(clusterPoints(points, 16)).toHaveLength(3);
  });
});
