export const locationKeys = {
  all: ['location'] as const,
  countries: () => [...locationKeys.all, 'countries'] as const,
  timeZones: () => [...locationKeys.all, 'time-zones'] as const,
};
