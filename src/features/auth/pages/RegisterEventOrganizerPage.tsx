import { RegisterAccountForm } from '../components/RegisterAccountForm';

export default function RegisterEventOrganizerPage() {
  return <RegisterAccountForm role="eventOrganizer" />;
}
