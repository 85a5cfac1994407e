/** 'Ravi Kumar'; the e-mail when both names are blank. */
export function fullNameOf(user: {
  first_name: string;
  last_name: string;
  email?: string;
}): string {
  const name = `${user.first_name} ${user.last_name}`.trim();
  return name === '' ? (user.email ?? '') : name;
}
