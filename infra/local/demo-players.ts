/** The demo pool: one commissioner (admin) and a dozen players, all signing in on the local provider. */
export interface DemoAccount {
  email: string;
  username: string;
  firstName: string;
  lastName: string;
  isAdmin: boolean;
}

const player = (email: string, username: string, firstName: string, lastName: string): DemoAccount => ({
  email,
  username,
  firstName,
  lastName,
  isAdmin: false,
});

export const demoAccounts: DemoAccount[] = [
  {
    email: 'admin@example.com',
    username: 'commish',
    firstName: 'Pat',
    lastName: 'Commissioner',
    isAdmin: true,
  },
  player('alice@example.com', 'alice_b', 'Alice', 'Brown'),
  player('bob@example.com', 'bobby_t', 'Bob', 'Taylor'),
  player('carla@example.com', 'carla_m', 'Carla', 'Mendez'),
  player('dan@example.com', 'dan_the_man', 'Dan', 'Okafor'),
  player('erin@example.com', 'erin_g', 'Erin', 'Gallagher'),
  player('frank@example.com', 'frankie', 'Frank', 'Russo'),
  player('grace@example.com', 'grace_h', 'Grace', 'Hopper'),
  player('hank@example.com', 'hank_s', 'Hank', 'Schmidt'),
  player('iris@example.com', 'iris_w', 'Iris', 'Wong'),
  player('jamal@example.com', 'jamal_k', 'Jamal', 'King'),
  player('kate@example.com', 'kate_p', 'Kate', 'Patel'),
  player('leo@example.com', 'leo_n', 'Leo', 'Nguyen'),
];
