// spec: subscription response status courseRegistered 1, generateInvoice 2, error 3, success 4, generateTransaction 5.
export const SubscriptionResponseStatus = {
  courseRegistered: 1,
  generateInvoice: 2,
  error: 3,
  success: 4,
  generateTransaction: 5,
} as const;
export type SubscriptionResponseStatus =
  (typeof SubscriptionResponseStatus)[keyof typeof SubscriptionResponseStatus];

// spec: invoice status due 1, inProcess 2, cancelled 3, paid 4, error 5, expired 6.
export const InvoiceStatus = {
  due: 1,
  inProcess: 2,
  cancelled: 3,
  paid: 4,
  error: 5,
  expired: 6,
} as const;
export type InvoiceStatus = (typeof InvoiceStatus)[keyof typeof InvoiceStatus];

// spec: subscription state active 1, archived 2.
export const SubscriptionState = { active: 1, archived: 2 } as const;
export type SubscriptionState = (typeof SubscriptionState)[keyof typeof SubscriptionState];

// spec: subscription filter all -1, renewal 1.
export const SubscriptionFilter = { all: -1, renewal: 1 } as const;
export type SubscriptionFilter = (typeof SubscriptionFilter)[keyof typeof SubscriptionFilter];

// spec: payment gateway ubl 1 ... meezanBank 11.
export const PaymentGateway = {
  ubl: 1,
  payPro: 2,
  onCampus: 3,
  jazzCash: 4,
  stripe: 5,
  paypal: 6,
  JazzCashCard: 7,
  ublOtc: 8,
  JazzCashOtc: 9,
  otc: 10,
  meezanBank: 11,
} as const;
export type PaymentGateway = (typeof PaymentGateway)[keyof typeof PaymentGateway];

// spec: subscription status Active 1, Pending 2, Trial 3, Suspended 4, Unsubscribed 5, Cancelled 6, Expired 7.
export const SubscriptionStatus = {
  Active: 1,
  Pending: 2,
  Trial: 3,
  Suspended: 4,
  Unsubscribed: 5,
  Cancelled: 6,
  Expired: 7,
} as const;
export type SubscriptionStatus = (typeof SubscriptionStatus)[keyof typeof SubscriptionStatus];
