// Home's words in English, by when they load (docs/languages.md#adding-a-message): all with the first load, as
// Home is the first page after signing in.

export const homeScreenMessages = {
  firstLoad: {
    home: 'Home',
    welcome: 'Welcome to Student Rooms',
    hello: 'Hello, {name}!',
    homeIntro: 'Browse room listings, apply for rooms, and manage your applications with ease.',
    guest: 'Guest',
    browseRooms: 'Browse Rooms',
    viewApplications: 'View Applications',
  },
} satisfies Record<string, Record<string, string>>;
