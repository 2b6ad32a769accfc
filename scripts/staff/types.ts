// One area of the staff tool (enquiries, news, accounts): parses its own arguments, prints, returns an exit code.
export interface StaffArea {
  /** One line per command, shown in the area's help. */
  help: string;
  run(args: string[]): Promise<number>;
}
