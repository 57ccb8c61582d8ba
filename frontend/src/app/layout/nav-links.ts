export interface NavLink {
  path: string;
  label: string;
  adminOnly?: boolean;
}

export const navLinks: readonly NavLink[] = [
  { path: '/', label: 'Home' },
  { path: '/weekly-picks', label: 'Picks' },
  { path: '/squares', label: 'Squares' },
  { path: '/results', label: 'Results' },
  { path: '/rules', label: 'Rules' },
  { path: '/admin', label: 'Admin', adminOnly: true },
];

/** The links a user may see: Admin only for admins. */
export const visibleNavLinks = (isAdmin: boolean): NavLink[] =>
  navLinks.filter((link) => !link.adminOnly || isAdmin);

/** A link is active when the path starts with its prefix; Home only on / itself. */
export const isActiveLink = (linkPath: string, pathname: string): boolean =>
  linkPath === '/' ? pathname === '/' : pathname.startsWith(linkPath);
