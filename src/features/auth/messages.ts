// Signing in and registering: the words in English, by when they load (docs/languages.md#adding-a-message).

export const authMessages = {
  firstLoad: {
    loginFailed: 'Login failed',
    /** The server's own detail follows, untranslated. */
    registerFailedWithDetail: 'Registration failed. {detail}',
    registerFailed: 'Registration failed',
    /** Login: the page title, the form heading, its button and the navigation link. */
    login: 'Login',
    /** Register: the page title, the form heading, its button and the navigation link. */
    register: 'Register',
    email: 'Email',
    password: 'Password',
    loggingIn: 'Logging in...',
    noAccountRegister: "Don't have an account? Register",
  },
  /** Register's form (Login shares the first load, Register is a route of its own). */
  register: {
    registerSucceeded: 'Registration successful! You can now login.',
    registering: 'Registering...',
    haveAccountLogin: 'Already have an account? Login',
  },
} satisfies Record<string, Record<string, string>>;
