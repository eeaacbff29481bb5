/** The parts of the current address a centre's address is built from (react-router's `Location` has them). */
export interface CentreLocation {
  pathname: string;
  search: string;
  hash?: string;
}
