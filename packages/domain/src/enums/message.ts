// spec: message types Error 0, Info 1, Success 2, Warning 3, Validation 4, Confirmation 5.
export const MessageType = {
  Error: 0,
  Info: 1,
  Success: 2,
  Warning: 3,
  Validation: 4,
  Confirmation: 5,
} as const;
export type MessageType = (typeof MessageType)[keyof typeof MessageType];

// spec: audience ServerSide 1, ClientSide 2, Both 3, All 4.
export const MessageAudience = { ServerSide: 1, ClientSide: 2, Both: 3, All: 4 } as const;
export type MessageAudience = (typeof MessageAudience)[keyof typeof MessageAudience];

/**
 * spec: alert types danger (ERROR), success (SUCCESS), warning (WARNING), info. The values are the
 * strings the alert banner uses as its variant; `alertTypeForMessageType` maps message types to them.
 */
export const AlertType = {
  danger: 'danger',
  success: 'success',
  warning: 'warning',
  info: 'info',
} as const;
export type AlertType = (typeof AlertType)[keyof typeof AlertType];
