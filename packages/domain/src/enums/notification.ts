// spec (account-and-shell 3): notification filter all 1, read 2, unread 3.
export const NotificationFilter = { all: 1, read: 2, unread: 3 } as const;
export type NotificationFilter = (typeof NotificationFilter)[keyof typeof NotificationFilter];

// spec (account-and-shell 3): notification box inbox 0, trash 1, delete 2.
export const NotificationBox = { inbox: 0, trash: 1, delete: 2 } as const;
export type NotificationBox = (typeof NotificationBox)[keyof typeof NotificationBox];
