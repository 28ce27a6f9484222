// The stack's floor (docs/performance.md#the-stacks-floor): the smallest app on the packages Student Rooms
// uses, each doing one real job: one route (TanStack Router), one query (TanStack Query over axios), one
// styled component, one toast (react-toastify and its CSS, loaded up front as a minimal app would). Its
// first load is what any app on this stack downloads; `npm run bench` reports ours as a ratio to it.
import { createElement as h } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { createRootRoute, createRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import axios from 'axios';
import { toast, ToastContainer } from 'react-toastify';
import 'react-toastify/dist/ReactToastify.css';
import styled from 'styled-components';

const Title = styled.h1`
  color: #1a237e;
`;

function Rooms() {
  const rooms = useQuery({
    queryKey: ['rooms'],
    queryFn: () => axios.get('/bench-api/rooms/').then((response) => response.data),
  });
  return h(
    'main',
    null,
    h(Title, null, 'Rooms'),
    h('p', null, rooms.data ? `${rooms.data.length} rooms` : 'Loading rooms...'),
    h('button', { type: 'button', onClick: () => toast.success('Hello') }, 'Toast'),
    h(ToastContainer, null),
  );
}

const rootRoute = createRootRoute();
const roomsRoute = createRoute({ getParentRoute: () => rootRoute, path: '/', component: Rooms });
// Served under a path of its own beside the app in the phone profile (scripts/bench-phone.mjs).
const router = createRouter({
  routeTree: rootRoute.addChildren([roomsRoute]),
  basepath: import.meta.env.BASE_URL,
});
const queryClient = new QueryClient();

createRoot(document.getElementById('root')).render(
  h(QueryClientProvider, { client: queryClient }, h(RouterProvider, { router })),
);
