// The applications feature's words in English, by when they load (docs/languages.md#adding-a-message).

export const applicationsMessages = {
  firstLoad: {
    /** Empties the application filters. */
    clear: 'Clear',

    // The room card's badge names statuses in lowercase, as the specification shows them.
    roomStatusPending: 'pending',
    roomStatusAccepted: 'accepted',
    roomStatusRejected: 'rejected',
    roomStatusCancelled: 'cancelled',

    // Your Applications
    yourApplications: 'Your Applications',
    /** The list's name for assistive technology. */
    applications: 'Applications',
    statusPending: 'Pending',
    statusAccepted: 'Accepted',
    statusRejected: 'Rejected',
    statusCancelled: 'Cancelled',
  },
  /** A room card's Apply and Cancel, and what they say (toasts included). */
  'room-screens': {
    loginToApply: 'Login to apply',
    apply: 'Apply',
    applyFor: 'Apply for {name}',
    cancelApplication: 'Cancel Application',
    cancelApplicationFor: 'Cancel Application for {name}',
    /** While a cancel is in flight, on the room's card and in the list alike. */
    cancelling: 'Cancelling...',
    cancellingApplicationFor: 'Cancelling application for {name}',
    /** Before the room card's status badge. */
    statusLabel: 'Status:',
    applySucceeded: 'Application submitted! Status: Pending',
    applyFailed: 'Failed to apply.',
    cancelNoApplication: 'No application found to cancel.',
    cancelFailed: 'Failed to cancel.',
    cancelFallback: 'Could not cancel.',
    cancelSucceeded: 'Application cancelled.',
    cancelFromListFailed: 'Could not cancel application',
    cancelFromListFallback: 'Cancel failed',
    offlineActionRefused: 'You are offline. Apply and cancel will work again when you are back online.',
  },
  /** Your Applications' list and filters, also shown on Home. */
  applications: {
    applicationCount: '{count, plural, one {{count} application} other {{count} applications}}',
    /** {date} is the formatted date: the raw '2026-11-23' in English, or '-'. */
    appliedOn: 'Applied on: {date}',
    cancel: 'Cancel',
    cancelApplicationForLower: 'Cancel application for {name}',
    filterApplications: 'Filter applications',
    status: 'Status',
    date: 'Date',
    applicationsLoadFailed: 'Could not fetch',
    noApplicationsFound: 'No applications found for your criteria.',
    loadingApplications: 'Loading applications...',
    loginToViewApplications: 'Login to view your applications.',
  },
} satisfies Record<string, Record<string, string>>;
