// The admin module owns no table (issue 30): the console reads and changes the other modules' data through their
// front doors, and its staff accounts and sessions are auth's. The file is here so every module has the same shape.
export {};
