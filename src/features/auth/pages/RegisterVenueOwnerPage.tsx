import { RegisterAccountForm } from '../components/RegisterAccountForm';

export default function RegisterVenueOwnerPage() {
  return <RegisterAccountForm role="venueOwner" />;
}
