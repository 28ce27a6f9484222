import { createFileRoute } from '@tanstack/react-router';
import { prefetchRoomListAndApplications } from '@/app/route-loaders';
import { msg } from '@/lib/i18n/i18n';
import { HomeScreen } from '@/screens/home/home-screen';

export const Route = createFileRoute('/_authenticated/')({
  staticData: { title: msg('home') },
  loader: prefetchRoomListAndApplications,
  component: HomeScreen,
});
