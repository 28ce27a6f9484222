import {
  createShortlistStore,
  parseStoredShortlist,
  shortlistStorageKey,
  type ShortlistedRoom,
} from '@/features/shortlist/shortlist-store';
import { createExternalStore } from '@/lib/external-store';
import { createSafeStorage } from '@/lib/safe-storage';

// The shortlist store (docs/choosing-a-room.md#shortlist): one list per user in local storage, read defensively.

const ADA = 'ada@uni.test';
const BEN = 'ben@uni.test';
const WHITECHAPEL = { id: 'room-1', name: 'Whitechapel, London' };
const FALLOWFIELD = { id: 'room-2', name: 'Fallowfield, Manchester' };
const HEADINGLEY = { id: 'room-3', name: 'Headingley, Leeds' };

/** A store over the real (jsdom) local storage, signed in as `username` (null: signed out). */
function setUp(username: string | null = ADA) {
  const owner = createExternalStore<{ username: string } | null>(username === null ? null : { username });
  const store = createShortlistStore(createSafeStorage(), owner);
  const signInAs = (name: string | null) => owner.set(name === null ? null : { username: name });
  return { store, signInAs };
}

const stored = (username: string): unknown =>
  JSON.parse(localStorage.getItem(`shortlist:${username}`) ?? 'null');
const store = (username: string, rooms: unknown) =>
  localStorage.setItem(`shortlist:${username}`, typeof rooms === 'string' ? rooms : JSON.stringify(rooms));

describe('the shortlist store', () => {
  it('keeps each user’s list under their own key: another user never sees it', () => {
    const { store: shortlist, signInAs } = setUp(ADA);
    shortlist.toggle(WHITECHAPEL);
    expect(shortlistStorageKey(ADA)).toBe(`shortlist:${ADA}`);
    expect(stored(ADA)).toEqual([WHITECHAPEL]);

    signInAs(BEN);
    expect(shortlist.getSnapshot()).toEqual([]);
    shortlist.toggle(FALLOWFIELD);
    expect(stored(BEN)).toEqual([FALLOWFIELD]);
    expect(stored(ADA)).toEqual([WHITECHAPEL]);

    // Switching back reloads the first user's own list, and tells the subscribers.
    const listener = vi.fn();
    shortlist.subscribe(listener);
    signInAs(ADA);
    expect(shortlist.getSnapshot()).toEqual([WHITECHAPEL]);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('survives a reload: a new store over the same storage reads the same list', () => {
    setUp(ADA).store.addAll([WHITECHAPEL, FALLOWFIELD]);
    expect(setUp(ADA).store.getSnapshot()).toEqual([WHITECHAPEL, FALLOWFIELD]);
    expect(setUp(BEN).store.getSnapshot()).toEqual([]);
  });

  it('toggles a room in and out, and says whether it is saved now', () => {
    const { store: shortlist } = setUp();
    expect(shortlist.toggle(WHITECHAPEL)).toBe(true);
    expect(shortlist.toggle(FALLOWFIELD)).toBe(true);
    expect(shortlist.getSnapshot()).toEqual([WHITECHAPEL, FALLOWFIELD]);
    // Only the id decides: a room renamed since it was saved is still the same room.
    expect(shortlist.toggle({ ...WHITECHAPEL, name: 'Renamed' })).toBe(false);
    expect(shortlist.getSnapshot()).toEqual([FALLOWFIELD]);
    expect(stored(ADA)).toEqual([FALLOWFIELD]);
  });

  it('adds all the new rooms in order, skips those saved or repeated, and counts what it added', () => {
    const { store: shortlist } = setUp();
    shortlist.toggle(FALLOWFIELD);
    const listener = vi.fn();
    shortlist.subscribe(listener);
    expect(shortlist.addAll([HEADINGLEY, FALLOWFIELD, WHITECHAPEL, HEADINGLEY])).toBe(2);
    expect(shortlist.getSnapshot()).toEqual([FALLOWFIELD, HEADINGLEY, WHITECHAPEL]);
    expect(listener).toHaveBeenCalledTimes(1);

    // Nothing new: nothing written, nobody told.
    expect(shortlist.addAll([WHITECHAPEL, FALLOWFIELD])).toBe(0);
    expect(shortlist.addAll([])).toBe(0);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(stored(ADA)).toEqual([FALLOWFIELD, HEADINGLEY, WHITECHAPEL]);
  });

  it('keeps only the id and the name of what it is given', () => {
    const { store: shortlist } = setUp();
    shortlist.addAll([{ ...WHITECHAPEL, price: 950 } as ShortlistedRoom]);
    expect(stored(ADA)).toEqual([WHITECHAPEL]);
  });

  it('removes one room and keeps the others in order; removing an unsaved id changes nothing', () => {
    const { store: shortlist } = setUp();
    shortlist.addAll([WHITECHAPEL, FALLOWFIELD, HEADINGLEY]);
    shortlist.remove(FALLOWFIELD.id);
    expect(shortlist.getSnapshot()).toEqual([WHITECHAPEL, HEADINGLEY]);
    shortlist.remove('not-saved');
    expect(shortlist.getSnapshot()).toEqual([WHITECHAPEL, HEADINGLEY]);
    expect(stored(ADA)).toEqual([WHITECHAPEL, HEADINGLEY]);
  });

  it('follows another tab writing the current user’s list, and ignores other keys', () => {
    const { store: shortlist } = setUp(ADA);
    shortlist.toggle(WHITECHAPEL);
    const listener = vi.fn();
    shortlist.subscribe(listener);

    // Another tab, signed in as someone else, saves to their own list: this one is not touched.
    store(BEN, [FALLOWFIELD]);
    window.dispatchEvent(new StorageEvent('storage', { key: shortlistStorageKey(BEN) }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'theme' }));
    expect(shortlist.getSnapshot()).toEqual([WHITECHAPEL]);
    expect(listener).not.toHaveBeenCalled();

    store(ADA, [WHITECHAPEL, HEADINGLEY]);
    window.dispatchEvent(new StorageEvent('storage', { key: shortlistStorageKey(ADA) }));
    expect(shortlist.getSnapshot()).toEqual([WHITECHAPEL, HEADINGLEY]);
    expect(listener).toHaveBeenCalledTimes(1);

    // Another tab clearing all of storage (key null) empties it here too.
    localStorage.clear();
    window.dispatchEvent(new StorageEvent('storage', { key: null }));
    expect(shortlist.getSnapshot()).toEqual([]);
  });

  it('is empty and writes nothing while nobody is signed in', () => {
    store(ADA, [WHITECHAPEL]);
    const { store: shortlist, signInAs } = setUp(null);
    expect(shortlist.getSnapshot()).toEqual([]);
    // Nothing is saved, and nothing claims to be.
    expect(shortlist.toggle(FALLOWFIELD)).toBe(false);
    expect(shortlist.addAll([HEADINGLEY])).toBe(0);
    shortlist.remove(WHITECHAPEL.id);
    expect(shortlist.getSnapshot()).toEqual([]);
    expect(Object.keys(localStorage)).toEqual([`shortlist:${ADA}`]);
    expect(stored(ADA)).toEqual([WHITECHAPEL]);

    // Signing in shows that user's list, untouched by what was tried while signed out.
    signInAs(ADA);
    expect(shortlist.getSnapshot()).toEqual([WHITECHAPEL]);
    signInAs(null);
    expect(shortlist.getSnapshot()).toEqual([]);
  });

  it('reads a damaged stored list as empty rather than failing, and can write over it', () => {
    store(ADA, '[{"id": "room-1", "name": ');
    const { store: shortlist } = setUp(ADA);
    expect(shortlist.getSnapshot()).toEqual([]);
    shortlist.toggle(FALLOWFIELD);
    expect(stored(ADA)).toEqual([FALLOWFIELD]);
  });
});

describe('one list per user, however they type their email', () => {
  const ALICE = 'alice@uni.example';

  it('keeps one list for every way of writing the same email, under its trimmed, lowercased form', () => {
    const { store: shortlist, signInAs } = setUp('Alice@uni.example');
    shortlist.toggle(WHITECHAPEL);
    expect(shortlistStorageKey('Alice@uni.example')).toBe(`shortlist:${ALICE}`);
    expect(stored(ALICE)).toEqual([WHITECHAPEL]);

    signInAs(' ALICE@UNI.EXAMPLE ');
    expect(shortlist.getSnapshot()).toEqual([WHITECHAPEL]);
    shortlist.toggle(FALLOWFIELD);
    signInAs(ALICE);
    expect(shortlist.getSnapshot()).toEqual([WHITECHAPEL, FALLOWFIELD]);
    expect(Object.keys(localStorage)).toEqual([`shortlist:${ALICE}`]);
  });

  it('merges the lists saved under the email as typed into that key, losing no room, and removes them', () => {
    store(ALICE, [FALLOWFIELD]);
    store('Alice@uni.example', [WHITECHAPEL, FALLOWFIELD]);
    store('ALICE@UNI.EXAMPLE ', [HEADINGLEY]);
    store(BEN, [WHITECHAPEL]);
    store('Ben@uni.test', [HEADINGLEY]);

    const { store: shortlist } = setUp('Alice@Uni.Example');
    // What the key held first, then each older list's rooms that are new, in order.
    expect(shortlist.getSnapshot()).toEqual([FALLOWFIELD, HEADINGLEY, WHITECHAPEL]);
    expect(stored(ALICE)).toEqual([FALLOWFIELD, HEADINGLEY, WHITECHAPEL]);
    expect(localStorage.getItem('shortlist:Alice@uni.example')).toBeNull();
    expect(localStorage.getItem('shortlist:ALICE@UNI.EXAMPLE ')).toBeNull();
    // Someone else's lists wait for them.
    expect(stored(BEN)).toEqual([WHITECHAPEL]);
    expect(stored('Ben@uni.test')).toEqual([HEADINGLEY]);

    // A removal sticks: the old lists are gone, so nothing brings the room back.
    shortlist.remove(HEADINGLEY.id);
    expect(setUp(ALICE).store.getSnapshot()).toEqual([FALLOWFIELD, WHITECHAPEL]);
  });

  it('merges a list found when its user signs in later, not only at start-up', () => {
    store('Alice@uni.example', [WHITECHAPEL]);
    const { store: shortlist, signInAs } = setUp(null);
    expect(localStorage.getItem('shortlist:Alice@uni.example')).not.toBeNull();
    signInAs(ALICE);
    expect(shortlist.getSnapshot()).toEqual([WHITECHAPEL]);
    expect(Object.keys(localStorage)).toEqual([`shortlist:${ALICE}`]);
  });

  it('keeps the old lists where they are when the merged list cannot be stored (a full quota)', () => {
    store('Alice@uni.example', [WHITECHAPEL]);
    store(ALICE, [FALLOWFIELD]);
    const full = {
      get length() {
        return localStorage.length;
      },
      key: (index: number) => localStorage.key(index),
      getItem: (key: string) => localStorage.getItem(key),
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
      removeItem: (key: string) => localStorage.removeItem(key),
    } as unknown as Storage;
    const owner = createExternalStore<{ username: string } | null>({ username: ALICE });
    const shortlist = createShortlistStore(
      createSafeStorage(() => full),
      owner,
    );
    expect(shortlist.getSnapshot()).toEqual([FALLOWFIELD, WHITECHAPEL]);
    expect(stored('Alice@uni.example')).toEqual([WHITECHAPEL]);
    expect(stored(ALICE)).toEqual([FALLOWFIELD]);
  });
});

describe('reading a stored shortlist', () => {
  it('reads nothing stored, or damaged JSON, as an empty list', () => {
    expect(parseStoredShortlist(null)).toEqual([]);
    expect(parseStoredShortlist('')).toEqual([]);
    expect(parseStoredShortlist('{"not": "a list"')).toEqual([]);
    expect(parseStoredShortlist('undefined')).toEqual([]);
  });

  it('reads anything but a list as an empty list', () => {
    for (const value of ['{"id": "room-1", "name": "A"}', '"room-1"', '42', 'true', 'null'])
      expect(parseStoredShortlist(value), value).toEqual([]);
  });

  it('keeps the well-formed entries of a list and drops the others', () => {
    const raw = JSON.stringify([
      WHITECHAPEL,
      null,
      'room-9',
      7,
      [],
      { id: 'room-4' },
      { name: 'No id' },
      { id: '', name: 'Empty id' },
      { id: 5, name: 'Numeric id' },
      { id: 'room-6', name: null },
      { ...FALLOWFIELD, extra: { nested: true } },
    ]);
    expect(parseStoredShortlist(raw)).toEqual([WHITECHAPEL, FALLOWFIELD]);
  });

  it('collapses repeated ids, keeping the first', () => {
    const raw = JSON.stringify([WHITECHAPEL, FALLOWFIELD, { ...WHITECHAPEL, name: 'Later name' }]);
    expect(parseStoredShortlist(raw)).toEqual([WHITECHAPEL, FALLOWFIELD]);
  });
});
