/**
 * The demo pool: one commissioner (admin) and a dozen players with the full app, two who joined
 * late (the late-entry survivor group only) and one who came for the Week 6 pools only, all signing
 * in on the local provider.
 */
export type DemoAccess = 'full' | 'late' | 'week6';

export interface DemoAccount {
  email: string;
  username: string;
  firstName: string;
  lastName: string;
  isAdmin: boolean;
  access: DemoAccess;
}

const player = (
  email: string,
  username: string,
  firstName: string,
  lastName: string,
  access: DemoAccess = 'full',
): DemoAccount => ({ email, username, firstName, lastName, isAdmin: false, access });

export const demoAccounts: DemoAccount[] = [
  {
    email: 'admin@example.com',
    username: 'commish',
    firstName: 'Pat',
    lastName: 'Commissioner',
    isAdmin: true,
    access: 'full',
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
  player('nina@example.com', 'nina_late', 'Nina', 'Ortiz', 'late'),
  player('omar@example.com', 'omar_late', 'Omar', 'Farah', 'late'),
  player('wendy@example.com', 'wendy_w6', 'Wendy', 'Sato', 'week6'),
];
