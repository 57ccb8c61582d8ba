import { List, Text } from '@chakra-ui/react';

const requirements = ['3-20 characters long', 'Letters, numbers and underscores only', 'Must be unique'];

export const UsernameRequirements = () => (
  <div>
    <Text fontSize="sm" fontWeight="semibold" mb="1">
      Username requirements
    </Text>
    <List.Root fontSize="sm" color="fg.muted" ps="5" gap="0.5">
      {requirements.map((requirement) => (
        <List.Item key={requirement}>{requirement}</List.Item>
      ))}
    </List.Root>
  </div>
);
