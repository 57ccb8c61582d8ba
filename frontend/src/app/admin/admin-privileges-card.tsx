import { Alert } from '@chakra-ui/react';

/** The reminder at the foot of the admin page. */
export const AdminPrivilegesCard = () => (
  <Alert.Root status="warning" variant="surface" borderRadius="l3">
    <Alert.Indicator />
    <Alert.Content>
      <Alert.Title>You are using admin privileges</Alert.Title>
      <Alert.Description>
        Changes here apply to the whole pool at once: every player sees new scores, standings and settings
        immediately, and deleted games cannot be restored.
      </Alert.Description>
    </Alert.Content>
  </Alert.Root>
);
