import { serverProject } from './vitest.shared.ts';

export default serverProject(true);
