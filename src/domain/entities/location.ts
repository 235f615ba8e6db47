// Where an account, a venue or an event is: a map point and the address parts typed or found.

export interface GeoPoint {
  latitude: number;
  longitude: number;
}

export interface HelpingAddress {
  street?: string;
  streetName?: string;
  city?: string;
  state?: string;
  country?: string;
  postalCode?: string;
}

export interface LocationValue {
  location: GeoPoint | null;
  address: string;
  helpingAddress: HelpingAddress;
}
