// The '@portal/ui/charts' entry: recharts-based charts, loaded lazily by the portal.
export {};
