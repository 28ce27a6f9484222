// The benchmark's yardstick: the barest React page doing the same jobs as the room grid, with one <div> per
// room and no virtualisation, memoisation or styling library. Figures are also printed as ratios to it, so
// results from slower or faster machines can be compared.
import { createElement as h, Fragment, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';

const API = '/bench-api';
const displayName = (room) => room.location ?? room.title ?? room.address ?? 'Room';
const matches = (room, term) =>
  [room.location, room.title, room.address].filter(Boolean).join('\n').toLowerCase().includes(term);

function App() {
  const [rooms, setRooms] = useState(null);
  const [draft, setDraft] = useState('');
  const [term, setTerm] = useState('');
  const [applied, setApplied] = useState(() => new Set());
  // 'Home' hides the list and 'Rooms' shows it again from memory: the app's client-side navigation.
  const [showList, setShowList] = useState(true);

  useEffect(() => {
    void fetch(`${API}/rooms/`)
      .then((response) => response.text())
      .then((text) => setRooms(JSON.parse(text)));
  }, []);

  if (!rooms) return h('p', null, 'Loading rooms...');
  const needle = term.trim().toLowerCase();
  const visible = needle ? rooms.filter((room) => matches(room, needle)) : rooms;
  return h(
    Fragment,
    null,
    h(
      'form',
      {
        onSubmit: (event) => {
          event.preventDefault();
          setTerm(draft);
        },
      },
      h('input', {
        'aria-label': 'Location',
        value: draft,
        onChange: (event) => setDraft(event.target.value),
      }),
      h('button', { type: 'submit' }, 'Search'),
    ),
    h(
      'button',
      {
        type: 'button',
        onClick: () => {
          const root = document.documentElement;
          root.dataset.theme = root.dataset.theme === 'dark' ? 'light' : 'dark';
        },
      },
      'Dark mode',
    ),
    h('button', { type: 'button', onClick: () => setShowList(false) }, 'Home'),
    h(
      'button',
      {
        type: 'button',
        onClick: () => {
          // Like the app's nav link, Rooms comes back without filters.
          setTerm('');
          setDraft('');
          setShowList(true);
        },
      },
      'Rooms',
    ),
    showList &&
      h(
        'div',
        {
          id: 'bench-list',
          'data-count': visible.length,
          onClick: (event) => {
            const id = event.target.closest('[data-id]')?.dataset.id;
            if (id) setApplied((current) => new Set(current).add(id));
          },
        },
        visible.map((room) =>
          h(
            'div',
            { key: room.id, className: 'item', 'data-id': room.id },
            displayName(room),
            applied.has(room.id) ? ' Status: Pending' : '',
          ),
        ),
      ),
  );
}

createRoot(document.getElementById('root')).render(h(App));
