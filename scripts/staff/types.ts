// One area of the staff tool (accounts, enquiries, news, staff), made by defineArea (args.ts): it
// parses its commands' arguments, calls lib/ services, prints, returns an exit code.
export interface StaffArea {
  /** One line per command, shown in the area's help. */
  help: string;
  run(args: string[]): Promise<number>;
}
