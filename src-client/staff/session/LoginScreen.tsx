import { GateCard } from './GateCard';
import { LoginForm } from './LoginForm';

/** All the staff area shows without a session. */
export function LoginScreen() {
  return (
    <GateCard title="Please log in">
      <LoginForm />
    </GateCard>
  );
}
