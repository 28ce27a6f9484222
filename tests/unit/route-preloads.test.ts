import type { Rolldown } from 'vite';
import { routePreloadsOf } from '../../scripts/route-preloads';

type Bundle = Rolldown.OutputBundle;

interface ChunkShape {
  /** The route module the chunk stands for, if any. */
  facade?: string;
  /** Other route modules grouped into it. */
  grouped?: string[];
  imports?: string[];
  entry?: boolean;
}

/** A bundle of chunks by file name: the route modules each holds and its static imports, all the walk reads. */
function bundleOf(chunks: Record<string, ChunkShape>): Bundle {
  const bundle: Record<string, unknown> = {};
  const route = (file: string) => `/app/src/routes/${file}`;
  for (const [fileName, { facade, grouped = [], imports = [], entry = false }] of Object.entries(chunks)) {
    bundle[fileName] = {
      type: 'chunk',
      fileName,
      facadeModuleId: facade ? route(facade) : null,
      moduleIds: [...(facade ? [facade] : []), ...grouped].map(route),
      imports,
      isEntry: entry,
    };
  }
  return bundle as Bundle;
}

const bundle = bundleOf({
  'assets/index.js': { entry: true, imports: ['assets/startup.js'] },
  'assets/startup.js': {},
  'assets/login.js': {
    facade: 'login.tsx?tsr-split=component',
    imports: ['assets/form.js', 'assets/startup.js'],
  },
  'assets/form.js': {},
  'assets/layout.js': { facade: '_authenticated.tsx?tsr-split=component' },
  'assets/layout-error.js': { facade: '_authenticated.tsx?tsr-split=errorComponent' },
  'assets/rooms.js': {
    facade: '_authenticated/rooms.tsx?tsr-split=component',
    imports: ['assets/room-screens.js'],
  },
  // Your Shortlist's component, grouped into the chunk of the cards it shows.
  'assets/room-screens.js': {
    grouped: ['_authenticated/shortlist.tsx?tsr-split=component'],
    imports: ['assets/startup.js'],
  },
  'assets/home.js': {
    facade: '_authenticated/index.tsx?tsr-split=component',
    imports: ['assets/room-screens.js'],
  },
  'assets/style.css': {},
});

describe('the route preloads of a build', () => {
  const preloads = routePreloadsOf(bundle, '/');

  it("lists each page's chunks, those of the layouts around it and what they import", () => {
    expect(preloads['/rooms']).toEqual([
      '/assets/layout-error.js',
      '/assets/layout.js',
      '/assets/room-screens.js',
      '/assets/rooms.js',
    ]);
    expect(preloads['/']).toEqual([
      '/assets/home.js',
      '/assets/layout-error.js',
      '/assets/layout.js',
      '/assets/room-screens.js',
    ]);
  });

  it('finds the component of a route grouped into a larger chunk', () => {
    expect(preloads['/shortlist']).toEqual([
      '/assets/layout-error.js',
      '/assets/layout.js',
      '/assets/room-screens.js',
    ]);
  });

  it("never lists another page's code, nor what the entry already loads", () => {
    expect(preloads['/login']).toEqual(['/assets/form.js', '/assets/login.js']);
  });

  it('has no entry for a pathless layout, which is no page of its own', () => {
    expect(Object.keys(preloads).sort()).toEqual(['/', '/login', '/rooms', '/shortlist']);
  });

  it("prefixes the app's base path", () => {
    expect(routePreloadsOf(bundle, '/app/')['/login']).toEqual([
      '/app/assets/form.js',
      '/app/assets/login.js',
    ]);
  });
});
