import { EmployeeAnswer } from "../employee-answer";
import { defineServerRoute } from "../../../engine/plugin-api/server";
import { employeeById, optionsOf } from "./options";

/**
 * GET /iiko/af/verify-employee-id/{id}/ (ordering spec §7, the employee discount in venue-group mode): the venue
 * answering at the request's host looks the id up among its employees (the plugin's `employees` option in the venue file); 404 for an
 * id it does not know. An order that carries an employee id is checked the same way when it is placed.
 */
export const employeeRoute = defineServerRoute({
  method: "GET",
  url: "/iiko/af/verify-employee-id/:id/",
  docs: { summary: "The employee discount: an employee of the venue at this host, by id; 404 when unknown", responses: { 200: EmployeeAnswer, 404: "error" } },
  async handle(request, { venue }) {
    const employee = employeeById(optionsOf(venue.options), request.params["id"] ?? "");
    if (!employee) return { status: 404, body: { detail: "No such employee" } };
    const answer: EmployeeAnswer = { employee_id: employee.employee_id.trim(), employee_phone: employee.phone?.trim() ?? null };
    return { status: 200, body: answer };
  },
});
